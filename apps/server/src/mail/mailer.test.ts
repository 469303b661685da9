import type net from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpMailer } from './mailer.ts';

interface Received {
  from: string;
  to: string[];
  data: string;
}

// A small local SMTP server stands in for the real one: plain connection, no auth, keeps what it receives.
const received: Received[] = [];
let server: SMTPServer;
let port = 0;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  port = (server.server.address() as net.AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('SMTP mailer', () => {
  it('delivers a reminder to the SMTP server with sender, recipient, subject and text', async () => {
    const mailer = smtpMailer(`smtp://127.0.0.1:${port}`, 'Probity <reminders@probity.test>');
    await mailer.send({
      userId: 'u1',
      to: 'ann@example.com',
      subject: 'Estate: 2 tasks overdue',
      text: 'Hello Ann',
    });
    await mailer.close();
    expect(received).toHaveLength(1);
    expect(received[0]?.from).toBe('reminders@probity.test');
    expect(received[0]?.to).toEqual(['ann@example.com']);
    expect(received[0]?.data).toContain('Subject: Estate: 2 tasks overdue');
    expect(received[0]?.data).toContain('Hello Ann');
  });

  it('fails loudly when the SMTP server cannot be reached', async () => {
    const mailer = smtpMailer('smtp://127.0.0.1:1');
    await expect(
      mailer.send({ userId: null, to: 'a@example.com', subject: 's', text: 't' }),
    ).rejects.toThrow();
  });
});
