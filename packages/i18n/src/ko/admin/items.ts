// The back office's Item List page (catalogue spec sections 2, 4, 5 and 8).
const ko_admin_items = {
	title: '상품 목록',
};

export default ko_admin_items;
