// React entry of the site package: the page frame and the site chrome.
export * from './shell/SiteShell';
export * from './header/SiteHeader';
export * from './header/corporate';
export * from './header/PhoneLink';
export * from './header/Logo';
export * from './header/model';
export * from './header/login-options';
export * from './nav/NavBar';
export * from './drawer/Drawer';
export * from './drawer/DrawerNav';
export * from './login/LoginDialog';
export * from './links/absolutise';
export * from './footer/SiteFooter';
export * from './acknowledgement/Acknowledgement';
export * from './acknowledgement/rules';
