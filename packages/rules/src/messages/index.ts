/**
 * The texts browser and server both give, exactly as the product quotes them (typos included): the
 * form rules' messages and the permission refusals. Texts with placeholders are functions. The texts
 * only the portal shows (labels, success and fallback error texts) live in the portal.
 */
export * from './validation';
export * from './permissions';
