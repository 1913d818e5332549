export { Tab, TabList, TabPanel, Tabs } from './Tabs';
export type { TabListLabelling, TabListProps, TabPanelProps, TabProps, TabsProps } from './Tabs';
