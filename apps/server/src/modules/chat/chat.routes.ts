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
  createGroupChatBody,
  editGroupChatBody,
  envelope,
  getChannelBody,
  grantToken,
  historyQuery,
  okResult,
  saveTimeTokenBody,
  sendMessageBody,
} from '@nethub/contract';
import { authOf, type AuthHooks } from '../../plugins/authenticate.js';
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
  app.addHook('onRequest', hooks.required);
  const me = (request: { auth?: unknown }) => authOf(request as never).userId;

  /** The grant the socket's subscribe and publish carry (spec: token read from data.data). */
  app.post('/chat/grant-token', {
    schema: { tags, response: { 200: envelope(grantToken) } },
    handler: async (request) => ({ data: await grants.issue(me(request)) }),
  });

  app.post('/chat/access-manager-uuid', {
    schema: { tags, response: { 200: envelope(grantToken) } },
    handler: async (request) => ({ data: await grants.issue(me(request)) }),
  });

  app.post('/chat/access-manager-channels', {
    schema: { tags, body: accessChannelsBody, response: { 200: envelope(accessChannelsResult) } },
    handler: async (request) => ({ data: await chat.access(me(request), request.body.channels) }),
  });

  app.post('/chat/get-channel', {
    schema: { tags, body: getChannelBody, response: { 200: envelope(chatChannel) } },
    handler: async (request) => ({
      data: await chat.singleChannel(me(request), request.body.users),
    }),
  });

  app.post('/chat/send-message', {
    schema: { tags, body: sendMessageBody, response: { 200: envelope(chatMessage) } },
    handler: async (request) => ({ data: await chat.send(me(request), request.body) }),
  });

  app.get('/chat/messages', {
    schema: { tags, querystring: historyQuery, response: { 200: envelope(chatHistory) } },
    handler: async (request) => ({ data: await chat.history(me(request), request.query) }),
  });

  app.post('/chat/save-message-time-token', {
    schema: { tags, body: saveTimeTokenBody, response: { 200: envelope(okResult) } },
    handler: async (request) => ({
      data: await chat.saveReadMarkers(me(request), request.body.messages),
    }),
  });

  app.get('/chat/channel-time-token', {
    schema: { tags, querystring: channelListQuery, response: { 200: envelope(channelList) } },
    handler: async (request) => ({ data: await chat.list(me(request), request.query) }),
  });

  app.post('/chat/adjust-notification', {
    schema: { tags, body: adjustNotificationBody, response: { 200: envelope(okResult) } },
    handler: async (request) => ({
      data: await chat.mute(me(request), request.body.channelName, request.body.turnOffNoti),
    }),
  });

  app.post('/chat/create-channel-group', {
    schema: { tags, body: createGroupChatBody, response: { 201: envelope(chatChannel) } },
    handler: async (request, reply) => {
      reply.code(201);
      return { data: await chat.createGroup(me(request), request.body) };
    },
  });

  app.put('/chat/edit-channel-group', {
    schema: { tags, body: editGroupChatBody, response: { 200: envelope(chatChannel) } },
    handler: async (request) => ({ data: await chat.editGroup(me(request), request.body) }),
  });

  app.post('/chat/leave-group', {
    schema: { tags, body: channelBody, response: { 200: envelope(okResult) } },
    handler: async (request) => ({
      data: await chat.leaveGroup(me(request), request.body.channel),
    }),
  });

  app.post('/chat/remove-group', {
    schema: { tags, body: channelBody, response: { 200: envelope(okResult) } },
    handler: async (request) => ({
      data: await chat.removeGroup(me(request), request.body.channel),
    }),
  });

  app.get('/chat/users-channel/:id', {
    schema: { tags, params: channelParams, response: { 200: envelope(chatMembers) } },
    handler: async (request) => ({ data: await chat.members(me(request), request.params.id) }),
  });

  app.get('/chat/:id', {
    schema: { tags, params: channelParams, response: { 200: envelope(chatChannel) } },
    handler: async (request) => ({ data: await chat.detail(me(request), request.params.id) }),
  });
};
