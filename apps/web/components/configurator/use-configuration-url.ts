'use client';

import {
  type CalculatorDefinition,
  type Configuration,
  type ConfigurationInput,
  normalizeConfiguration,
  type QuoteResult,
} from '@vitrina/pricing';
import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import {
  type ConfiguratorQuery,
  decodeConfiguration,
  encodeConfiguration,
} from '@/lib/configurator/configuration-query';
import { pricedConfiguration } from '@/lib/configurator/configuration-state';
import { withPreview } from '@/lib/configurator/preview';
import { fitSashes } from '@/lib/configurator/sash-layout';

// The URL is the configurator's state (docs/architecture.md §5). Every render reads it; every change writes it with the
// History API, so there is no server round trip and the browser's Back and Forward move through the choices.
// The page is a kept document, the same for every visitor (docs/adr/0037): the server renders the calculator's
// defaults, and the browser adopts the URL's choices as it hydrates.

// A change this hook writes itself; Back and Forward are the browser's popstate.
const locationChanged = 'vitrina:configuration-url';

function subscribeToLocation(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(locationChanged, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(locationChanged, onChange);
  };
}

const locationQuery = () => window.location.search.replace(/^\?/, '');
const serverQuery = () => '';

export interface ConfigurationState {
  configuration: Configuration;
  quantity: number;
  /** The engine's answer in the browser: at once, before the API confirms it. */
  result: QuoteResult;
  /** The query that describes this state, without '?': the key of the API's confirmation too. */
  query: string;
  /** Writes a new state: `push` for a choice (Back undoes it), `replace` while typing. */
  change: (next: ConfigurationInput, quantity: number, mode: 'push' | 'replace') => void;
}

/** `preview`: a preview link's token (issue 18), kept in the URL through every change. */
export function useConfigurationUrl(
  definition: CalculatorDefinition,
  preview: string | null = null,
): ConfigurationState {
  const urlQuery = useSyncExternalStore(subscribeToLocation, locationQuery, serverQuery);
  // The state follows the URL; a change shows at once (a radio must be checked the moment it is clicked),
  // and Next.js's own sync of the URL a moment later brings the same state back. Back and Forward change
  // the URL only, and the state adopts it.
  const [seenQuery, setSeenQuery] = useState(urlQuery);
  const [current, setCurrent] = useState<ConfiguratorQuery>(() =>
    decodeConfiguration(definition, new URLSearchParams(urlQuery)),
  );
  if (urlQuery !== seenQuery) {
    setSeenQuery(urlQuery);
    setCurrent(decodeConfiguration(definition, new URLSearchParams(urlQuery)));
  }
  const { input, quantity } = current;
  const { configuration, result, query } = useMemo(
    () => pricedConfiguration(definition, input, quantity),
    [definition, input, quantity],
  );

  const change = useCallback(
    (next: ConfigurationInput, nextQuantity: number, mode: 'push' | 'replace') => {
      const normalized = normalizeConfiguration(definition, fitSashes(definition, next), { sizes: 'clamp' });
      const encoded = encodeConfiguration(definition, normalized.configuration, nextQuantity);
      const target = `?${withPreview(encoded, preview)}`;
      if (target === window.location.search) return;
      setCurrent({ input: normalized.configuration, quantity: nextQuantity });
      const url = `${window.location.pathname}${target}`;
      if (mode === 'push') window.history.pushState(null, '', url);
      else window.history.replaceState(null, '', url);
      window.dispatchEvent(new Event(locationChanged));
    },
    [definition, preview],
  );

  return { configuration, quantity, result, query, change };
}
