import type { FormattersInitializer } from 'typesafe-i18n';
import type { Locales, Formatters } from './i18n-types.js';

// No custom formatters yet (prices are formatted by @wholesale/rules' formatUsd). The generator
// creates this file once and never overwrites it.
export const initFormatters: FormattersInitializer<Locales, Formatters> = (_locale: Locales) => {
  const formatters: Formatters = {};
  return formatters;
};
