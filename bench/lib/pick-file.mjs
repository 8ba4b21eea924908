// A file picked as a person picks it: a tap on the picker's label opens the file chooser (or the
// camera), and the file comes back from it. The page sees the tap first, as on a phone.

/** Taps the label of the file input `id` and answers the chooser it opens with `path`. */
export async function pickFile(page, id, path) {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.locator(`label[for="${id}"]`).click(),
  ]);
  await chooser.setFiles(path);
}
