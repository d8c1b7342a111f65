import { readBasePath } from './app/boot/base-path';

// Lazy route chunks and images load from {base}v3/assets/; chunk names already carry v3/assets/.
__webpack_public_path__ = readBasePath();
