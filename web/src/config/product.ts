// The spec writes the product's name as a placeholder ("{product} Ideas"); this is where it is chosen.
export const PRODUCT_NAME = 'IdeaPlatform';
