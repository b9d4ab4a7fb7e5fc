// Libraries that take most of a second each to load and serve only a few calls (spreadsheets,
// PDFs, the S3 bucket): loaded on their first use instead of at every start of the server.
// Node keeps a module once loaded, so only the first call waits.

export const loadExcel = async () => (await import('exceljs')).default;

export const loadPdfKit = async () => (await import('pdfkit')).default;

export const loadS3 = () => import('@aws-sdk/client-s3');
