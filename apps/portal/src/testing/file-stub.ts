/** What an imported stylesheet or image resolves to in component tests. */
export default 'test-file-stub';
