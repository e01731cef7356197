// The back office's Item List page (catalogue spec sections 2, 4, 5 and 8).
const en_admin_items = {
	title: 'Item List',
};

export default en_admin_items;
