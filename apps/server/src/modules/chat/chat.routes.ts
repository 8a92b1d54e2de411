import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accessChannelsBody,
  accessChannelsResult,
  adjustNotificationBody,
  channelBody,
  channelList,
  channelListQuery,
  chatChannel,
  chatHistory,
  chatMembers,
  chatMessage,
  chatReceipts,
  chatSearchQuery,
  chatSearchResult,
  chatSettings,
  chatSettingsBody,
  receiptsQuery,
  createGroupChatBody,
  editGroupChatBody,
  editMessageBody,
  messageParams,
  reactBody,
  envelope,
  getChannelBody,
  grantToken,
  historyQuery,
  okResult,
  saveTimeTokenBody,
  sendMessageBody,
} from '@nethub/contract';
import { authOf, type AuthHooks } from '../../plugins/authenticate.js';
import { signedIn } from '../../plugins/openapi.js';
import type { ChatService } from './chat.service.js';
import type { GrantTokens } from './grant-token.js';

const tags = ['chat'];
/**
 * A channel's id (a UUID) or its name: `single.<id>.<id>`, `group.<id>`, `directory.<id>`,
 * `directory.subgroup.<id>`… Letters, digits and `._:-` only, so no path garbage reaches SQL.
 */
const channelParams = z.object({
  id: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[A-Za-z0-9._:-]+$/),
});

export const chatRoutes: FastifyPluginAsyncZod<{
  chat: ChatService;
  grants: GrantTokens;
  hooks: AuthHooks;
}> = async (app, { chat, grants, hooks }) => {
  signedIn(app, hooks);
  const me = (request: { auth?: unknown }) => authOf(request as never).userId;

  /** The grant the socket's subscribe and publish carry (spec: token read from data.data). */
  app.post('/chat/grant-token', {
    schema: {
      operationId: 'grantChatToken',
      summary: 'A short-lived token for the real-time socket',
      tags,
      response: { 200: envelope(grantToken) },
    },
    handler: async (request) => ({ data: await grants.issue(me(request)) }),
  });

  app.post('/chat/access-manager-uuid', {
    schema: {
      operationId: 'grantChatAccess',
      summary: "A chat grant token (the spec's name for grant-token)",
      tags,
      response: { 200: envelope(grantToken) },
    },
    handler: async (request) => ({ data: await grants.issue(me(request)) }),
  });

  app.post('/chat/access-manager-channels', {
    schema: {
      operationId: 'listChatChannels',
      summary: 'The channels the member may use',
      tags,
      body: accessChannelsBody,
      response: { 200: envelope(accessChannelsResult) },
    },
    handler: async (request) => ({ data: await chat.access(me(request), request.body.channels) }),
  });

  app.post('/chat/get-channel', {
    schema: {
      operationId: 'getDirectChannel',
      summary: 'The direct-message channel with a member',
      errors: { 403: ['CHAT_NOT_ALLOWED'] },
      tags,
      body: getChannelBody,
      response: { 200: envelope(chatChannel) },
    },
    handler: async (request) => ({
      data: await chat.singleChannel(me(request), request.body.users),
    }),
  });

  app.post('/chat/send-message', {
    schema: {
      operationId: 'sendChatMessage',
      summary: 'Send a chat message (idempotent with a client id)',
      tags,
      body: sendMessageBody,
      response: { 200: envelope(chatMessage) },
    },
    handler: async (request) => ({ data: await chat.send(me(request), request.body) }),
  });

  app.get('/chat/messages', {
    schema: {
      operationId: 'listChatMessages',
      summary: "A channel's message history, newest last",
      tags,
      querystring: historyQuery,
      response: { 200: envelope(chatHistory) },
    },
    handler: async (request) => ({ data: await chat.history(me(request), request.query) }),
  });

  app.patch('/chat/messages/:id', {
    schema: {
      operationId: 'editChatMessage',
      summary: 'Edit my message (compare-and-set on its version; a retry is applied once)',
      errors: { 403: ['FORBIDDEN'], 409: ['MESSAGE_CHANGED', 'MESSAGE_DELETED'] },
      tags,
      params: messageParams,
      body: editMessageBody,
      response: { 200: envelope(chatMessage) },
    },
    handler: async (request) => ({
      data: await chat.editMessage(me(request), request.params.id, request.body),
    }),
  });

  app.delete('/chat/messages/:id', {
    schema: {
      operationId: 'deleteChatMessage',
      summary: 'Delete my message for everyone (its place in the history stays)',
      errors: { 403: ['FORBIDDEN'] },
      tags,
      params: messageParams,
      response: { 200: envelope(chatMessage) },
    },
    handler: async (request) => ({
      data: await chat.deleteMessage(me(request), request.params.id),
    }),
  });

  app.put('/chat/messages/:id/reactions', {
    schema: {
      operationId: 'reactToChatMessage',
      summary: 'Set or clear my emoji reaction on a message',
      errors: { 409: ['MESSAGE_DELETED'] },
      tags,
      params: messageParams,
      body: reactBody,
      response: { 200: envelope(chatMessage) },
    },
    handler: async (request) => ({
      data: await chat.react(me(request), request.params.id, request.body),
    }),
  });

  app.post('/chat/save-message-time-token', {
    schema: {
      operationId: 'markChannelRead',
      summary: 'Mark a channel read up to a message',
      tags,
      body: saveTimeTokenBody,
      response: { 200: envelope(okResult) },
    },
    handler: async (request) => ({
      data: await chat.saveReadMarkers(me(request), request.body.messages),
    }),
  });

  app.get('/chat/receipts', {
    schema: {
      operationId: 'getChatReceipts',
      summary: "How far a channel's other members have read (those who show read receipts)",
      tags,
      querystring: receiptsQuery,
      response: { 200: envelope(chatReceipts) },
    },
    handler: async (request) => ({
      data: await chat.receipts(me(request), request.query.channel),
    }),
  });

  app.get('/chat/settings', {
    schema: {
      operationId: 'getChatSettings',
      summary: 'My chat settings (read receipts)',
      tags,
      response: { 200: envelope(chatSettings) },
    },
    handler: async (request) => ({ data: await chat.settings(me(request)) }),
  });

  app.put('/chat/settings', {
    schema: {
      operationId: 'updateChatSettings',
      summary: 'Turn my read receipts on or off',
      tags,
      body: chatSettingsBody,
      response: { 200: envelope(chatSettings) },
    },
    handler: async (request) => ({ data: await chat.saveSettings(me(request), request.body) }),
  });

  app.get('/chat/search', {
    schema: {
      operationId: 'searchChatMessages',
      summary: 'Full-text search over the messages of my channels, best match first',
      tags,
      querystring: chatSearchQuery,
      response: { 200: envelope(chatSearchResult) },
    },
    handler: async (request) => ({ data: await chat.search(me(request), request.query) }),
  });

  app.get('/chat/channel-time-token', {
    schema: {
      operationId: 'getChannelReadMarkers',
      summary: 'Read markers and unread counts per channel',
      tags,
      querystring: channelListQuery,
      response: { 200: envelope(channelList) },
    },
    handler: async (request) => ({ data: await chat.list(me(request), request.query) }),
  });

  app.post('/chat/adjust-notification', {
    schema: {
      operationId: 'setChannelMuted',
      summary: 'Mute or unmute a channel',
      tags,
      body: adjustNotificationBody,
      response: { 200: envelope(okResult) },
    },
    handler: async (request) => ({
      data: await chat.mute(me(request), request.body.channelName, request.body.turnOffNoti),
    }),
  });

  app.post('/chat/create-channel-group', {
    schema: {
      operationId: 'createChatGroup',
      summary: 'Start a group chat with connections',
      errors: { 403: ['CHAT_NOT_ALLOWED'] },
      tags,
      body: createGroupChatBody,
      response: { 201: envelope(chatChannel) },
    },
    handler: async (request, reply) => {
      reply.code(201);
      return { data: await chat.createGroup(me(request), request.body) };
    },
  });

  app.put('/chat/edit-channel-group', {
    schema: {
      operationId: 'editChatGroup',
      summary: 'Rename a group chat or change its members (its admin)',
      errors: { 403: ['FORBIDDEN', 'CHAT_NOT_ALLOWED'] },
      tags,
      body: editGroupChatBody,
      response: { 200: envelope(chatChannel) },
    },
    handler: async (request) => ({ data: await chat.editGroup(me(request), request.body) }),
  });

  app.post('/chat/leave-group', {
    schema: {
      operationId: 'leaveChatGroup',
      summary: 'Leave a group chat',
      errors: { 403: ['FORBIDDEN'] },
      tags,
      body: channelBody,
      response: { 200: envelope(okResult) },
    },
    handler: async (request) => ({
      data: await chat.leaveGroup(me(request), request.body.channel),
    }),
  });

  app.post('/chat/remove-group', {
    schema: {
      operationId: 'removeChatGroup',
      summary: 'Delete a group chat (its admin)',
      errors: { 403: ['FORBIDDEN'] },
      tags,
      body: channelBody,
      response: { 200: envelope(okResult) },
    },
    handler: async (request) => ({
      data: await chat.removeGroup(me(request), request.body.channel),
    }),
  });

  app.get('/chat/users-channel/:id', {
    schema: {
      operationId: 'listChannelMembers',
      summary: "A channel's members",
      tags,
      params: channelParams,
      response: { 200: envelope(chatMembers) },
    },
    handler: async (request) => ({ data: await chat.members(me(request), request.params.id) }),
  });

  app.get('/chat/:id', {
    schema: {
      operationId: 'getChannel',
      summary: 'One channel',
      tags,
      params: channelParams,
      response: { 200: envelope(chatChannel) },
    },
    handler: async (request) => ({ data: await chat.detail(me(request), request.params.id) }),
  });
};
