/** Opens a download link the API handed out (a short-lived link to the file, named by the server). */
export function downloadFile(file: { url: string; fileName: string }) {
  const link = document.createElement('a');
  link.href = file.url;
  link.download = file.fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
}
