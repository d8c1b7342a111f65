// What the header's bell loads on demand, in one chunk: the watcher and the bell's list.
export { JobWatcher } from './job-watcher';
export { JobEndingsPopover } from './job-endings-popover';
