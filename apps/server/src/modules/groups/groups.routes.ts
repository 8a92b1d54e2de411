import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelope,
  groupDetail,
  groupList,
  groupMemberList,
  groupMembersQuery,
  groupRefList,
  groupStatusParams,
  idParams,
  joinDecisionBody,
  joinDecisionParams,
  joinGroupBody,
  joinRequestList,
  joinResult,
  leadGroupSuggestionQuery,
  listGroupsQuery,
  listQuery,
  memberGroupsQuery,
  okResult,
  subscriptionSuggestion,
  subscriptionSuggestionQuery,
} from '@nethub/contract';
import { authOf, type AuthHooks } from '../../plugins/authenticate.js';
import { signedIn } from '../../plugins/openapi.js';
import type { GroupsService } from './groups.service.js';

const tags = ['network groups'];
const userParams = z.object({ userId: z.uuid() });

export const groupsRoutes: FastifyPluginAsyncZod<{
  groups: GroupsService;
  hooks: AuthHooks;
}> = async (app, { groups, hooks }) => {
  signedIn(app, hooks);

  app.get('/network-directory', {
    schema: {
      operationId: 'listGroups',
      summary: 'The network group directory',
      tags,
      querystring: listGroupsQuery,
      response: { 200: envelope(groupList) },
    },
    handler: async (request) => ({
      data: await groups.list(authOf(request).userId, request.query),
    }),
  });

  app.get('/network-directory/status/:status', {
    schema: {
      operationId: 'listMyGroupsByStatus',
      summary: "The member's groups by membership status",
      tags,
      params: groupStatusParams,
      querystring: listQuery,
      response: { 200: envelope(groupList) },
    },
    handler: async (request) => ({
      data: await groups.byStatus(authOf(request).userId, request.params.status, request.query),
    }),
  });

  app.get('/network-directory/owner/owned-network-directory', {
    schema: {
      operationId: 'listOwnedGroups',
      summary: 'Groups the signed-in owner runs',
      tags,
      querystring: listQuery,
      response: { 200: envelope(groupList) },
    },
    handler: async (request) => ({
      data: await groups.owned(authOf(request).userId, request.query),
    }),
  });

  app.get('/network-directory/subscriptions', {
    schema: {
      operationId: 'listSubscribedGroups',
      summary: 'Groups with subscription plans matching a search',
      tags,
      querystring: subscriptionSuggestionQuery,
      response: { 200: envelope(z.array(subscriptionSuggestion)) },
    },
    handler: async (request) => ({ data: await groups.subscriptionSuggestions(request.query) }),
  });

  app.get('/subscriptions/suggestion', {
    schema: {
      operationId: 'suggestSubscriptionGroups',
      summary: 'Groups with plans matching a search',
      tags,
      querystring: subscriptionSuggestionQuery,
      response: { 200: envelope(z.array(subscriptionSuggestion)) },
    },
    handler: async (request) => ({ data: await groups.subscriptionSuggestions(request.query) }),
  });

  app.get('/network-directory/lead-suggestion', {
    schema: {
      operationId: 'suggestGroupsForLead',
      summary: 'Groups to tag a lead with',
      tags,
      querystring: leadGroupSuggestionQuery,
      response: { 200: envelope(groupRefList) },
    },
    handler: async (request) => ({
      data: await groups.sharedWith(authOf(request).userId, request.query.recipient),
    }),
  });

  app.get('/network-directory/user/:userId', {
    schema: {
      operationId: 'listGroupsOfMember',
      summary: "A member's groups",
      tags,
      params: userParams,
      querystring: memberGroupsQuery,
      response: { 200: envelope(groupRefList) },
    },
    handler: async (request) => ({
      data: await groups.memberGroups(
        authOf(request).userId,
        request.params.userId,
        request.query.groupIds,
      ),
    }),
  });

  app.get('/network-directory/:id', {
    schema: {
      operationId: 'getGroup',
      summary: 'One network group',
      tags,
      params: idParams,
      response: { 200: envelope(groupDetail) },
    },
    handler: async (request) => ({
      data: await groups.detail(authOf(request).userId, request.params.id),
    }),
  });

  app.get('/network-directory/:id/members', {
    schema: {
      operationId: 'listGroupMembers',
      summary: "A group's members",
      errors: { 403: ['GROUP_MEMBERS_ONLY'] },
      tags,
      params: idParams,
      querystring: groupMembersQuery,
      response: { 200: envelope(groupMemberList) },
    },
    handler: async (request) => ({
      data: await groups.members(authOf(request).userId, request.params.id, request.query),
    }),
  });

  app.put('/network-directory/:id/leave', {
    schema: {
      operationId: 'leaveGroup',
      summary: 'Leave a group',
      errors: { 403: ['GROUP_OWNER_ACTION'] },
      tags,
      params: idParams,
      response: { 200: envelope(okResult) },
    },
    handler: async (request) => ({
      data: await groups.leave(authOf(request).userId, request.params.id),
    }),
  });

  app.post('/network-directory/:id/request-to-join', {
    schema: {
      operationId: 'requestToJoinGroup',
      summary: 'Ask to join a group or its sub-groups',
      errors: { 403: ['GROUP_REQUEST_NOT_ALLOWED'], 409: ['ALREADY_GROUP_MEMBER'] },
      tags,
      params: idParams,
      body: joinGroupBody,
      response: { 200: envelope(joinResult) },
    },
    handler: async (request) => ({
      data: await groups.requestToJoin(authOf(request).userId, request.params.id, request.body),
    }),
  });

  app.get('/network-directory/:id/requests', {
    schema: {
      operationId: 'listJoinRequests',
      summary: 'Requests to join a group (its owner)',
      errors: { 403: ['FORBIDDEN'] },
      tags,
      params: idParams,
      querystring: listQuery,
      response: { 200: envelope(joinRequestList) },
    },
    handler: async (request) => ({
      data: await groups.requests(authOf(request).userId, request.params.id, request.query),
    }),
  });

  app.post('/network-directory/:id/requests/:userId', {
    schema: {
      operationId: 'decideJoinRequest',
      summary: "Approve or decline a request to join (the group's owner)",
      errors: { 403: ['FORBIDDEN'] },
      tags,
      params: joinDecisionParams,
      body: joinDecisionBody,
      response: { 200: envelope(joinResult) },
    },
    handler: async (request) => ({
      data: await groups.decide(
        authOf(request).userId,
        request.params.id,
        request.params.userId,
        request.body.decision,
      ),
    }),
  });
};
