/** The browser's download of a URL that answers an attachment, under `fileName` (empty: the server's name). */
export function startDownload(url: string, fileName = ''): void {
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
}
