// The footer's external destinations (docs/product.md "Landing page"): the validation agent lives on its own site and
// the product has a social profile. Both open in a new tab.
export const VALIDATION_AGENT_URL = 'https://validate.ideaplatform.app';
export const SOCIAL_PROFILE_URL = 'https://x.com/ideaplatformhq';
