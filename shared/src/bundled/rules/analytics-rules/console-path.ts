/** The staff console's pages, whose speed is not the fans': no Web Vitals are reported from them. */
export const isConsolePath = (path: string): boolean => path === '/admin' || path.startsWith('/admin/');
