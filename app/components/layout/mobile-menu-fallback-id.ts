export const MOBILE_MENU_FALLBACK_ID = "mobile-menu-fallback";
