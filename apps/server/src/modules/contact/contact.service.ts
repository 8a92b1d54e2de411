import type { ContactBody } from '@nethub/contract';
import type { Db } from '../../db/client.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { createContactRepository } from './contact.repository.js';

type ForwardJob = { contactMessageId: string; body: ContactBody };

/**
 * Stores every message; with CONTACT_FORWARD_URL also posts it (JSON) to a forms endpoint, as a
 * durable job written with the message: a forms endpoint that is down gets it when it is back.
 */
export function createContactService(db: Db, forwardUrl: string | undefined, jobs: JobQueue) {
  const repo = createContactRepository(db);
  jobs.define<ForwardJob>('contact-forward', async ({ contactMessageId, body }) => {
    if (!forwardUrl) return;
    const res = await fetch(forwardUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(5000),
    });
    if (!res.ok) throw new Error(`forms endpoint answered ${res.status}`);
    await repo.markForwarded(contactMessageId);
  });
  return {
    async submit(body: ContactBody, userId?: string) {
      const forward = await db.transaction(async (tx) => {
        const row = await repo.create(
          {
            userId,
            subject: body.subject,
            email: body.email,
            message: body.message,
            consentAt: new Date(),
          },
          tx,
        );
        if (forwardUrl)
          return jobs.enqueue<ForwardJob>(
            'contact-forward',
            { contactMessageId: row.id, body },
            tx,
          );
      });
      await forward?.runNow();
    },
  };
}
