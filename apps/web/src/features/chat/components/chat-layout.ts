/** The chat fills the screen below the header and the page's title; its parts scroll inside. */
export const CHAT_HEIGHT = 'max(480px, calc(100dvh - 170px))';
