import type { Locale } from '@vitrina/locale';
import { type ComponentType, createElement, lazy, type ReactElement } from 'react';

/**
 * A value that exists once per language, each language's in a module (so a chunk) of its own: `load(locale)`
 * imports only the page language's, once, and hands back the same promise on every later call, as React's
 * `use()` needs. The record keeps every locale's loader required, so a new locale cannot be forgotten.
 */
export function perLanguage<T>(
  loaders: Readonly<Record<Locale, () => Promise<T>>>,
): (locale: Locale) => Promise<T> {
  const loaded = new Map<Locale, Promise<T>>();
  return (locale) => {
    let value = loaded.get(locale);
    if (value === undefined) {
      value = loaders[locale]();
      loaded.set(locale, value);
    }
    return value;
  };
}

/**
 * React.lazy for a component that reads texts loaded by `texts(locale)` (and suspends until they are there): as
 * it first renders, its code and its language's texts start loading together rather than one after the other.
 */
export function lazyWithTexts<P extends { locale: Locale }>(
  component: () => Promise<ComponentType<P>>,
  texts: (locale: Locale) => Promise<unknown>,
): (props: P) => ReactElement {
  const Component = lazy(() => component().then((loaded) => ({ default: loaded })));
  return function WithTexts(props: P) {
    void texts(props.locale);
    return createElement(Component, props);
  };
}
