// The legal feature as routes and layout see it: the only way in from outside the folder
// (eslint.config.js; a lazily loaded piece's import() names its module, see docs/ARCHITECTURE.md).
export { HelpPage } from './pages/help-page';
export { PrivacyPage } from './pages/privacy-page';
export { SecurityPage } from './pages/security-page';
export { TermsPage } from './pages/terms-page';
