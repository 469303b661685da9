import type { FastifyReply } from 'fastify';

/** A PDF the server holds or draws, as a private attachment (a Buffer goes out as it is, past the response schema). */
export const sendPdf = (reply: FastifyReply, fileName: string, bytes: Buffer) =>
  reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .header('Cache-Control', 'private, no-store')
    .send(bytes as never);
