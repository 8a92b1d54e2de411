/** Business constants of spec §9. */
export const TOAST_AUTO_CLOSE_MS = 10_000;
export const LIST_LOADING_CLEAR_MS = 300;
export const NOTIFICATIONS_PAGE_SIZE = 20;
export const HEADER_NOTIFICATIONS_SIZE = 10;
export const MESSAGE_HEADER_SIZE = 6;
export const PROFILE_RATING_TOTAL = 10;
export const CHAT_MESSAGE_MAX = 1000;
export const CHAT_HISTORY_PAGE = 20;
export const CHAT_PRESENCE_TIMEOUT_S = 60;
export const CHAT_HEARTBEAT_S = 60;
export const TEXT_TRUNCATE_DEFAULT = 15;
export const RANDOM_ID_LENGTH = 32;

export const BREAKPOINTS = {
  desktopMin: 1024,
  tablet: 768,
  mobileMax: 1023,
  groupPortalMobileMax: 767,
} as const;

export const STORAGE_KEYS = {
  token: 'TOKEN',
  refreshToken: 'REFRESH_TOKEN',
  deviceId: 'DEVICE_ID',
  messageReadTimeToken: 'MESSAGE_READ_TIME_TOKEN',
  explainPopupSetting: 'EXPLAIN_POPUP_SETTING',
} as const;

export const ACCESS_TOKEN_TTL_S = 15 * 60;
export const REFRESH_TOKEN_TTL_DAYS = 30;
export const VERIFY_EMAIL_TTL_HOURS = 48;
export const RESET_PASSWORD_TTL_HOURS = 1;
export const INVITE_TTL_DAYS = 14;

export const API_PREFIX = '/api/v1';
