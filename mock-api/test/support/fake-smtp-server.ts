import { once } from 'node:events';
import { createServer, type AddressInfo, type Socket } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

/** Just enough SMTP (no TLS, no auth) for nodemailer to hand over a message. */
function converse(socket: Socket, received: ReceivedMail[]) {
  let mail: ReceivedMail = { from: '', to: [], data: '' };
  let inData = false;
  let buffer = '';
  const reply = (line: string) => socket.write(`${line}\r\n`);
  reply('220 fake-smtp ready');
  socket.on('data', (chunk) => {
    buffer += chunk.toString('utf8');
    let end: number;
    while ((end = buffer.indexOf(inData ? '\r\n.\r\n' : '\r\n')) !== -1) {
      const piece = buffer.slice(0, end);
      buffer = buffer.slice(end + (inData ? 5 : 2));
      if (inData) {
        received.push({ ...mail, data: piece });
        mail = { from: '', to: [], data: '' };
        inData = false;
        reply('250 queued');
        continue;
      }
      const command = piece.slice(0, 4).toUpperCase();
      if (command === 'MAIL') mail.from = piece;
      if (command === 'RCPT') mail.to.push(piece);
      if (command === 'DATA') inData = true;
      if (command === 'QUIT') socket.end('221 bye\r\n');
      else reply(command === 'DATA' ? '354 go ahead' : '250 ok');
    }
  });
}

export async function startFakeSmtpServer() {
  const received: ReceivedMail[] = [];
  const server = createServer((socket) => converse(socket, received));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
