// Every request a throttled page makes, from the DevTools protocol's Network events of its CDP
// session: method, path, start and end (ms after `since`), bytes received, and of an upload's creation its tus
// headers, which tell the file's size as sent (after the browser shrank it) and its slot, and the
// upload's path, where its PATCH requests go.
const TUS_CREATION = /\/api\/uploads\/?$/;

/** tus `Upload-Metadata`: `key base64,key base64`. */
function tusMetadata(header = '') {
  return Object.fromEntries(
    header
      .split(',')
      .filter(Boolean)
      .map((pair) => {
        const [key, value = ''] = pair.trim().split(' ');
        return [key, Buffer.from(value, 'base64').toString()];
      }),
  );
}

const header = (headers, name) =>
  Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];

export function recordNetwork(cdp, since) {
  const requests = new Map();
  // CDP's timestamps are monotonic seconds; the first request's wall time anchors them.
  let offset;
  const at = (event) => {
    offset ??= event.wallTime * 1000 - event.timestamp * 1000;
    return event.timestamp * 1000 + offset - since;
  };
  cdp.on('Network.requestWillBeSent', (event) => {
    const { method, url, headers } = event.request;
    const request = { method, path: new URL(url).pathname, start: at(event) };
    if (method === 'POST' && TUS_CREATION.test(request.path)) {
      request.slot = tusMetadata(header(headers, 'upload-metadata')).slot;
      request.uploadLength = Number(header(headers, 'upload-length'));
    }
    requests.set(event.requestId, request);
  });
  cdp.on('Network.responseReceived', (event) => {
    const request = requests.get(event.requestId);
    const location = header(event.response.headers, 'location');
    if (request?.slot && location)
      request.location = new URL(location, event.response.url).pathname;
  });
  const end = (event) => {
    const request = requests.get(event.requestId);
    if (request && offset !== undefined) request.end = event.timestamp * 1000 + offset - since;
  };
  cdp.on('Network.loadingFinished', (event) => {
    end(event);
    const request = requests.get(event.requestId);
    if (request) request.received = event.encodedDataLength;
  });
  cdp.on('Network.loadingFailed', (event) => {
    end(event);
    const request = requests.get(event.requestId);
    if (request) request.failed = event.errorText;
  });
  return { requests: () => [...requests.values()] };
}

/** Each file's bytes as sent, by slot, from the uploads' creation requests. */
export function sentFileBytes(requests) {
  return Object.fromEntries(
    requests
      .filter((request) => request.slot)
      .map((request) => [request.slot, request.uploadLength]),
  );
}
