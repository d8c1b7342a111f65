export { PublishDialog } from './publish-dialog';
export { UpdateDialog } from './update-dialog';
export { EditDialog } from './edit-dialog';
