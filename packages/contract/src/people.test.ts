import { describe, expect, it } from 'vitest';
import {
  completeInviteBody,
  createSubscriberBody,
  inviteMemberBody,
  leadContact,
  PERSON_NAME_MAX,
  profileUpdateBody,
  publicSubscribeBody,
  publicTicketBody,
  registerBody,
} from './index.js';

// Wherever a name is asked, one rule: a name accepted at sign-up is accepted everywhere.
const nameShapes = {
  registerBody: registerBody.shape.firstName,
  completeInviteBody: completeInviteBody.shape.firstName,
  profileUpdateBody: profileUpdateBody.shape.lastName,
  leadContact: leadContact.shape.lastName,
  publicSubscribeBody: publicSubscribeBody.shape.firstName,
  publicTicketBody: publicTicketBody.shape.lastName,
  createSubscriberBody: createSubscriberBody.shape.firstName,
  inviteMemberBody: inviteMemberBody.shape.lastName,
};

describe('the person-name rule', () => {
  it('takes up to 80 characters, trimmed, in every body that asks for a name', () => {
    expect(PERSON_NAME_MAX).toBe(80);
    for (const [body, name] of Object.entries(nameShapes)) {
      expect(name.safeParse(` ${'a'.repeat(PERSON_NAME_MAX)} `).success, body).toBe(true);
      expect(name.safeParse('a'.repeat(PERSON_NAME_MAX + 1)).success, body).toBe(false);
      expect(name.safeParse('  ').success, body).toBe(false);
    }
  });
});
