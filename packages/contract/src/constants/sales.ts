/** The spec's wording (§8) of a failed fetch and of a payment link that could not be made. */
export const SUBSCRIPTION_MESSAGES = {
  fetchFailed: 'We were unable to fetch your subscription. Please try again.',
  paymentLinkFailed: 'We are unable to generate a payment link at the moment. Pls try again.',
} as const;

export const EVENT_MESSAGES = {
  preferencesSaved: 'Your food preferences have been saved.',
  unsubscribed: 'You will no longer attend this event. Your seat has been released.',
  soldOut: 'This event is sold out.',
} as const;

/** Food preferences of spec §3: value and label, exactly. */
export const FOOD_PREFERENCES = [
  { value: 'vegan', label: 'Vegan' },
  { value: 'vegetarian', label: 'Vegetarian' },
  { value: 'pescatarian', label: 'Pescatarian' },
  { value: 'paleo', label: 'Paleo' },
  { value: 'fodmap', label: 'FODMAP' },
  { value: 'glutenFree', label: 'Gluten Free / Coeliac' },
  { value: 'dairyFree', label: 'Dairy / Lactose free' },
  { value: 'ketogenic', label: 'Ketogenic' },
  { value: 'peanutAllergy', label: 'Peanut Allergy' },
  { value: 'nutAllergy', label: 'Nut Allergy' },
  { value: 'fishAllergy', label: 'Fish / Shellfish Allergy' },
  { value: 'halal', label: 'Halal' },
  { value: 'kosher', label: 'Kosher' },
] as const;

export const PLAN_NAME_MAX = 120;
export const PLAN_DESCRIPTION_MAX = 1000;
export const PLAN_PRICE_MAX = 100_000;

export const EVENT_TITLE_MAX = 120;
export const EVENT_DESCRIPTION_MAX = 3000;
export const EVENT_VENUE_MAX = 200;
