import {
  IconAffiliate,
  IconBell,
  IconBuildingCommunity,
  IconCalendarEvent,
  IconCompass,
  IconCreditCard,
  IconGift,
  IconHelp,
  IconHome,
  IconMessages,
  IconNews,
  IconPhoto,
  IconReportMoney,
  IconTargetArrow,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import { paths } from '@/config/paths';

/** `alsoUnder`: other paths whose pages belong to the item (my tickets, under Subscriptions). */
export type NavItem = {
  label: string;
  path: string;
  href: string;
  icon: Icon;
  alsoUnder?: string[];
};

const item = (
  label: string,
  route: { path: string; getHref: () => string },
  icon: Icon,
  alsoUnder?: string[],
): NavItem => ({ label, path: route.path, href: route.getHref(), icon, alsoUnder });

const under = (path: string, pathname: string) =>
  pathname === path || pathname.startsWith(`${path}/`);

export const NAV_ITEMS: NavItem[] = [
  item('Home', paths.home, IconHome),
  item('Explore', paths.explore, IconCompass),
  item('Connections', paths.connections, IconUsers),
  item('Leads', paths.leads.root, IconTargetArrow),
  item('Rewards', paths.rewards.root, IconGift),
  item('Ledger', paths.ledger, IconReportMoney),
  item('Meetings', paths.meetings.root, IconCalendarEvent),
  item('Messages', paths.messages, IconMessages),
  item('Network groups', paths.groups.root, IconAffiliate),
  item('Community', paths.community.root, IconNews),
  item('Media', paths.media, IconPhoto),
  item('Notifications', paths.notifications, IconBell),
  item('FAQs', paths.faqs, IconHelp),
  item('Subscriptions', paths.subscriptions, IconCreditCard, ['/tickets']),
];

/**
 * What an organisation owner's account uses (ADR 019): its console first, in place of the
 * member dashboard; no connections, leads, rewards, explore or subscriptions of its own (an
 * owner account is not connected to, and does not join or subscribe to groups).
 */
export const OWNER_NAV_ITEMS: NavItem[] = [
  item('Organisation console', paths.organization.root, IconBuildingCommunity),
  item('Messages', paths.messages, IconMessages),
  item('Network groups', paths.groups.root, IconAffiliate),
  item('Community', paths.community.root, IconNews),
  item('Media', paths.media, IconPhoto),
  item('Notifications', paths.notifications, IconBell),
  item('FAQs', paths.faqs, IconHelp),
];

/** What the navigation needs to know of the member. */
export type NavUser = { isOrgOwner: boolean };

export const navItemsFor = (user: NavUser) => (user.isOrgOwner ? OWNER_NAV_ITEMS : NAV_ITEMS);

export const isActive = (item: NavItem, pathname: string) =>
  item.path === '/'
    ? pathname === '/'
    : under(item.path, pathname) || !!item.alsoUnder?.some((path) => under(path, pathname));
