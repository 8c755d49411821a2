import QRCode from 'qrcode';

// The QR code that points to a credential's page, on its page and on the printed certificate.

/**
 * The code of `url` as SVG markup. An address goes in as one byte segment: qrcode's search for the
 * shortest mix of modes spent half the drawing's time to save no module in an address this short.
 */
export const qrSvg = (url: string): Promise<string> =>
  QRCode.toString([{ data: Buffer.from(url, 'utf8'), mode: 'byte' }], {
    type: 'svg',
    margin: 1,
    errorCorrectionLevel: 'M',
  });

/** The page's QR code as an image of its own: never changing, so a browser asks for it once. */
export const qrImagePath = (credentialId: string) => `/credentials/${credentialId}/qr.svg`;
