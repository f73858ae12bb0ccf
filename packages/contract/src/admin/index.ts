// The back office's contract: vocabularies, the order workflow, and the answers of /admin/api/*.

export * from './calculator-preset';
export * from './catalog';
export * from './content';
export * from './editor-areas';
export * from './home';
export * from './images';
export * from './measurements';
export * from './menu';
export * from './pages';
export * from './prices';
export * from './requests';
export * from './responses';
export * from './site';
export * from './workflow';
