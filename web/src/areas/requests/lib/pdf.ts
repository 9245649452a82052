import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';

type PdfJs = typeof import('pdfjs-dist');
let loading: Promise<PdfJs> | undefined;

/**
 * pdf.js and its worker, fetched the first time a PDF version is shown: neither is in the main chunk nor in the
 * requests area's own chunk (decisions: 'Communication requests, web').
 */
function pdfjs(): Promise<PdfJs> {
  loading ??= Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]).then(
    ([lib, worker]) => {
      lib.GlobalWorkerOptions.workerSrc = worker.default;
      return lib;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Opens a PDF from its bytes (read by the caller, so the same signed address serves images and PDFs). */
export async function openPdf(data: ArrayBuffer): Promise<PDFDocumentProxy> {
  const lib = await pdfjs();
  return lib.getDocument({ data: new Uint8Array(data), isEvalSupported: false }).promise;
}

/**
 * Draws one page (1-based) into the canvas at `width` CSS pixels, sharp on high-density screens. `cancel` stops a
 * drawing still under way (pdf.js refuses a second drawing on a canvas while one runs).
 */
export function renderPdfPage(pdf: PDFDocumentProxy, pageNumber: number, canvas: HTMLCanvasElement, width: number) {
  let task: RenderTask | null = null;
  let cancelled = false;
  const promise = pdf.getPage(pageNumber).then(async (page) => {
    if (cancelled) return;
    const unscaled = page.getViewport({ scale: 1 });
    const ratio = window.devicePixelRatio || 1;
    const viewport = page.getViewport({ scale: (width / unscaled.width) * ratio });
    canvas.width = Math.floor(viewport.width);
    canvas.height = Math.floor(viewport.height);
    canvas.style.width = `${Math.floor(viewport.width / ratio)}px`;
    canvas.style.height = `${Math.floor(viewport.height / ratio)}px`;
    task = page.render({ canvas, viewport });
    await task.promise;
  });
  return {
    promise,
    cancel: () => {
      cancelled = true;
      task?.cancel();
    },
  };
}
