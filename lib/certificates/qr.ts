import 'server-only';
import QRCode from 'qrcode';

/** The QR code of an address as a PNG, dark on white (the site's ink), with a quiet zone a scanner needs. */
export function qrPng(text: string): Promise<Buffer> {
  return QRCode.toBuffer(text, { type: 'png', errorCorrectionLevel: 'M', margin: 2, scale: 8, color: { dark: '#0f172a', light: '#ffffff' } });
}
