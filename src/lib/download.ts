/** Saves `data` as a file through the browser's own download (a link with `download`). */
export function download(data: Uint8Array | Blob | string, filename: string, mime: string) {
  const blob = data instanceof Blob ? data : new Blob([data as BlobPart], { type: mime });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.rel = "noopener";
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns; let go of it once they have.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
