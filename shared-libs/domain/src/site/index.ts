// The site itself: its name, colours, home sections, galleries, the hall's facts, what search engines read, where
// the remotes are served from, and the checks of the back-office's settings forms.
export * from './siteConfig';
export * from './theme';
export * from './homeSections';
export * from './gallery';
export * from './hallFacts';
export * from './bankAccount';
export * from './structuredData';
export * from './remoteManifest';
export * from './settingsForms';
