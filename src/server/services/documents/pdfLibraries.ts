/**
 * pdfkit and swissqrbill's PDF part (with fontkit, brotli and linebreak: some 2.5 MB of code) load
 * with the first PDF or design image, not at server start: a node that draws none does not hold
 * them in memory, and a server test file that draws none does not load them.
 */
import type PDFKit from 'pdfkit';
import type { SwissQRBill } from 'swissqrbill/pdf';

export interface PdfLibraries {
  PDFDocument: typeof PDFKit;
  SwissQRBill: typeof SwissQRBill;
}

let loading: Promise<PdfLibraries> | null = null;

export function pdfLibraries(): Promise<PdfLibraries> {
  loading ??= Promise.all([import('pdfkit'), import('swissqrbill/pdf')])
    .then(([pdfkit, qrBill]) => ({ PDFDocument: pdfkit.default, SwissQRBill: qrBill.SwissQRBill }))
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}
