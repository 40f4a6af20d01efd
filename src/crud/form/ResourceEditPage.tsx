/** Placeholder until the generic edit page lands (being written now). */
const ResourceEditPage = () => null;
export default ResourceEditPage;
