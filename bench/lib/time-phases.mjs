// Where a funnel run's time went, from its step marks and request timeline (ms after its start):
// until the first page could be used, from the first file picked to the success page beside the
// floor of the bytes moved meanwhile (before it, the person types: no file can go up), each file from its pick to its upload's creation (shrinking
// and the draft's token) and from there to its last byte, how long the link was busy uploading,
// and the time lost to taps that did nothing.
const seconds = (ms) => (ms / 1000).toFixed(1);

/** The length of the union of [start, end] intervals. */
function covered(intervals) {
  let total = 0;
  let reach = -Infinity;
  for (const [start, end] of [...intervals].sort((a, b) => a[0] - b[0])) {
    if (end > reach) total += end - Math.max(start, reach);
    reach = Math.max(reach, end);
  }
  return total;
}

export function timePhases(run) {
  const markAt = (name) => run.marks.find((mark) => mark.name === name)?.ms;
  const creations = run.timeline.filter((request) => request.slot);
  const patches = run.timeline.filter((request) => request.method === 'PATCH' && request.end);
  const files = creations.map((creation) => {
    const sent = patches.filter((request) => request.path === creation.location);
    const lastByte = Math.max(...sent.map((request) => request.end));
    const picked = markAt(creation.slot === 'signature' ? 'signed' : `picked ${creation.slot}`);
    return {
      slot: creation.slot,
      shrink: creation.start - picked,
      upload: lastByte - creation.start,
    };
  });
  const firstPick = run.marks.find((mark) => mark.name.startsWith('picked'));
  return {
    firstPage: run.marks[0].ms,
    fromFirstPick: run.seconds * 1000 - firstPick.ms,
    floorFromFirstPick: firstPick.floorAfter * 1000,
    files,
    uploading: covered(patches.map((request) => [request.start, request.end])),
    lostTaps: run.lost.length * 20_000,
  };
}

export function phasesLine(run) {
  const phases = timePhases(run);
  const files = phases.files
    .map((file) => `${file.slot} ${seconds(file.shrink)}+${seconds(file.upload)}`)
    .join(', ');
  return [
    `first page usable ${seconds(phases.firstPage)} s`,
    `first pick to success ${seconds(phases.fromFirstPick)} s (floor of its bytes ${seconds(phases.floorFromFirstPick)} s)`,
    `files pick→creation+creation→last byte (s): ${files}`,
    `link busy uploading ${seconds(phases.uploading)} s`,
    `lost taps ${seconds(phases.lostTaps)} s`,
  ].join('; ');
}
