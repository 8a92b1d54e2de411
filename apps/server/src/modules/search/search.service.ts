import { SEARCH_ROWS_EACH, type SearchResult } from '@nethub/contract';
import type { ChatService } from '../chat/chat.service.js';
import type { ConnectionsService } from '../connections/connections.service.js';
import type { GroupsService } from '../groups/groups.service.js';
import type { PostsService } from '../posts/posts.service.js';

/**
 * One search in the header (ADR 033): people, groups, posts and messages the caller may open,
 * each ranked by the module that owns it and cut to a few rows. Owns no table: every read is a
 * function of the owning module, which applies its own visibility rules.
 */
export function createSearchService({
  connections,
  groups,
  posts,
  chat,
}: {
  connections: Pick<ConnectionsService, 'findPeople'>;
  groups: Pick<GroupsService, 'findGroups' | 'readableIds'>;
  posts: Pick<PostsService, 'findPosts'>;
  chat: Pick<ChatService, 'search'>;
}) {
  return {
    async search(me: string, q: string, limit = SEARCH_ROWS_EACH): Promise<SearchResult> {
      const readable = await groups.readableIds(me);
      const [people, found, feed, messages] = await Promise.all([
        connections.findPeople(me, q, limit),
        groups.findGroups(me, q, limit, readable),
        posts.findPosts(q, readable, limit),
        chat.search(me, { q, limit, offset: 0, prefix: true }),
      ]);
      return { people, groups: found, posts: feed, messages };
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
