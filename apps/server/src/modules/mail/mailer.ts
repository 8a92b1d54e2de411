import { desc } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { mailOutbox } from './mail.tables.js';

/** A text attachment (an .ics invitation): small, so it travels inside the mail job's data. */
export type MailAttachment = { filename: string; contentType: string; content: string };
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
};

/** Where mail goes: the embedded outbox by default, SMTP when SMTP_URL is set. */
export interface MailTransport {
  kind: 'outbox' | 'smtp';
  deliver(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/**
 * What features call to send mail. Every message is a durable job: `send` writes it to the job
 * queue and delivers it at once (inside `db.transaction`: written in that transaction, delivered
 * once it commits). A mail server that is down never fails the member's request; the queue
 * delivers the message when it is back.
 */
export interface Mailer {
  kind: MailTransport['kind'];
  send(message: MailMessage): Promise<void>;
}

export function createMailer(transport: MailTransport, jobs: JobQueue): Mailer {
  jobs.define<MailMessage>('mail', (message) => transport.deliver(message));
  return {
    kind: transport.kind,
    send: (message) => jobs.dispatch('mail', message),
  };
}

export function createOutboxTransport(db: Db): MailTransport {
  return {
    kind: 'outbox',
    async deliver(message) {
      await db.insert(mailOutbox).values({
        toAddress: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments: message.attachments?.length ? message.attachments : null,
      });
    },
    async close() {},
  };
}

export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  // Bounded, so that an unreachable mail server fails the attempt (the queue retries it) well
  // before the queue would start the same job elsewhere.
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    kind: 'smtp',
    async deliver(message) {
      const { attachments, ...rest } = message;
      // A calendar invitation also goes as the text/calendar alternative part, which mail
      // clients show as an invitation with Accept / Decline.
      const invitation = attachments?.find((a) => a.contentType.startsWith('text/calendar'));
      await transport.sendMail({
        from,
        ...rest,
        ...(attachments?.length ? { attachments } : {}),
        ...(invitation
          ? {
              icalEvent: {
                method: /^METHOD:(\w+)/m.exec(invitation.content)?.[1] ?? 'PUBLISH',
                content: invitation.content,
              },
            }
          : {}),
      });
    },
    async close() {
      transport.close();
    },
  };
}

export function listOutbox(db: Db, limit = 50) {
  return db
    .select({
      to: mailOutbox.toAddress,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      html: mailOutbox.html,
      attachments: mailOutbox.attachments,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt))
    .limit(limit);
}
