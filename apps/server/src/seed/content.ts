/** The reference texts every installation starts with; organisations edit them later. */
export const POLICIES = [
  {
    type: 0,
    title: 'Privacy policy',
    content: [
      'Net Hub is a professional business-networking service. This policy explains what personal data we keep, why, and the choices you have.',
      'What we keep: the details you give us when you sign up (name, e-mail address, password stored only as a one-way hash), the profile you choose to publish, your connections, the leads, rewards, posts and messages you create, and technical records needed to keep your account secure (sign-in devices and times).',
      'Why we keep it: to run the service you asked for, to keep it secure, and to send you the e-mails your account needs (verification, password reset, notifications you opted into). We never sell your data.',
      'Who sees it: your profile is visible according to your profile-visibility setting. Leads are visible only to the member who passed them and the member who received them. Messages are visible only to the members of the conversation.',
      'Your rights: you may read, correct, export or delete your data at any time from your settings or by contacting us. We answer within 30 days.',
      'Export: "Download your data" in your settings builds an archive (ZIP) of your account, profile and settings, connections, the leads you passed and received, your rewards and campaigns, posts and responses, the messages you sent, your notes and the files you uploaded. We e-mail you a link; the archive can be downloaded from your settings for 7 days, then it is deleted.',
      'Deletion: "Delete your account" in your settings signs you out everywhere at once. For 14 days you can change your mind by signing in again. After that we erase your name, e-mail address, password, profile, settings, connections, group memberships, notes, bookmarks, notifications and uploaded files, and withdraw your rewards and campaigns. What you shared with other members stays with them, so their conversations and records remain whole: messages, posts, responses, reviews and leads you passed or received are kept, shown as from "A former member". Tickets and payments for paid events and subscriptions stay with the organisation that sold them, as accounting law requires.',
    ].join('\n\n'),
  },
  {
    type: 1,
    title: 'Terms and conditions',
    content: [
      'By creating a Net Hub account you agree to these terms.',
      'Your account: keep your password secret and your details accurate. One person, one account. Organisations use an organisation-owner account.',
      'Fair use: do not send unsolicited bulk messages, do not pass leads without the prospect’s consent, and do not post unlawful, misleading or offensive content. We may suspend accounts that break these rules.',
      'Payments: subscriptions and event tickets are sold by the organisations that run the network groups. Prices include the currency shown at checkout.',
      'Liability: Net Hub connects professionals; agreements you make with other members are between you and them.',
    ].join('\n\n'),
  },
];

export const FAQS = [
  {
    category: 'Getting started',
    question: 'What is Net Hub?',
    answer:
      'Net Hub is a professional networking platform where members connect, pass each other business leads, reward referrals, join network groups and chat in real time.',
  },
  {
    category: 'Getting started',
    question: 'How do I verify my e-mail address?',
    answer:
      'After signing up we send you an e-mail with a verification link. Open it within 48 hours. If it did not arrive, use "Resend verification email" on the sign-in page.',
  },
  {
    category: 'Account',
    question: 'I forgot my password. What can I do?',
    answer:
      'Choose "Forgot password" on the sign-in page and enter your e-mail address. We send you a link to set a new password; it is valid for one hour.',
  },
  {
    category: 'Account',
    question: 'How do I change my e-mail address or password?',
    answer:
      'Open the menu under your name and choose "Change password" or "Change email". Both ask for your current password.',
  },
  {
    category: 'Account',
    question: 'I manage a network group. How do I sign in?',
    answer:
      'Sign in on the same page as members (ticking "Sign in as organisation owner" is optional): you land on your organisation console. A forgotten password is reset with "Forgot password?", as for members.',
  },
  {
    category: 'Connections',
    question: 'How do I connect with another member?',
    answer:
      'Find the member in Explore and choose "Connect". They receive your request and can accept or reject it. You can also invite someone by e-mail.',
  },
  {
    category: 'Leads',
    question: 'What is a lead?',
    answer:
      'A lead is a business opportunity you pass to one of your connections: a prospect who needs what they offer. The receiver moves it through their pipeline until it is won or lost.',
  },
  {
    category: 'Rewards',
    question: 'What are rewards and campaigns?',
    answer:
      'Rewards are what you offer connections for the leads they pass you, such as a commission or a voucher. Campaigns are time-limited rewards you announce to chosen connections.',
  },
  {
    category: 'Groups',
    question: 'How do I join a network group?',
    answer:
      'Open the group in the networking directory and request to join. The group owner approves requests; some groups require a subscription.',
  },
  {
    category: 'Privacy',
    question: 'Who can see my profile?',
    answer:
      'You decide in your preferences: everyone on Net Hub, only your connections, or only members of your groups.',
  },
];
