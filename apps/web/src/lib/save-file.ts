/** Saves a file in the browser without leaving the page: what every export button does with its answer. */
export function saveFile(fileName: string, contentType: string, content: BlobPart): void {
  const url = URL.createObjectURL(new Blob([content], { type: contentType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/** The bytes of a file the API sent as base64 (a PDF), as saveFile takes them. */
export function bytesOfBase64(base64: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
}
