import type { FastifyReply } from 'fastify';

/** A file the server holds or draws, as a private attachment (a Buffer goes out as it is, past the response schema). */
export const sendAttachment = (reply: FastifyReply, fileName: string, type: string, bytes: Buffer) =>
  reply
    .header('Content-Type', type)
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .header('Cache-Control', 'private, no-store')
    .send(bytes as never);

/** A PDF the server holds or draws, as a private attachment. */
export const sendPdf = (reply: FastifyReply, fileName: string, bytes: Buffer) =>
  sendAttachment(reply, fileName, 'application/pdf', bytes);
