import type { NamespaceAdminTranslation } from '../../i18n-types';

// 만료되는 회사 서류 (issue 21, item 7): 대시보드 목록, 고객 페이지의 서류와 만료일, 가입 승인 시 만료일, 결제 설정
const ko_admin_expiry = {
	types: {
		license: '사업자 면허',
		resale: '캘리포니아 재판매 증명서',
	},
	days: {
		left: '{days}일 남음',
		today: '오늘',
		ago: '{days}일 지남',
	},
	dashboard: {
		title: '30일 안에 만료되는 서류',
		intro: '30일 안에 만료되거나 이미 만료된 사업자 면허와 재판매 증명서입니다. 대표에게는 만료 30일 전과 7일 전에 메일이 갑니다.',
		empty: '30일 안에 만료되는 사업자 면허나 재판매 증명서가 없습니다.',
		caption: '30일 안에 만료되는 서류, 가까운 순',
		company: '회사',
		document: '서류',
		expires: '만료일',
		expired: '만료됨',
		expiring: '만료 예정',
		open: '{company} 고객 페이지 열기',
	},
	customer: {
		title: '서류',
		intro: '현재 사업자 면허와 재판매 증명서입니다(각각 가장 최근에 올린 파일). 파일에 적힌 만료일을 입력하면 대표에게 만료 30일 전과 7일 전에 메일이 갑니다.',
		loading: '서류를 불러오는 중...',
		loadError: '서류를 불러오지 못했습니다.',
		none: '등록된 파일 없음',
		expiresLabel: '만료일 ({document})',
		noDate: '등록된 만료일 없음',
		save: '날짜 저장',
		saving: '저장하는 중...',
		clear: '날짜 지우기',
		saved: '만료일 저장됨',
		savedText: '{document}: {date}',
		cleared: '{document}: 만료일 없음',
		saveFailed: '만료일을 저장하지 못했습니다',
		invalidDate: '날짜를 입력하거나 지워 주세요.',
		uploadTitle: '이 회사의 서류 올리기',
		uploaded: '서류 업로드됨',
		uploadFailed: '업로드 실패',
		status: {
			undated: '날짜 없음',
			valid: '유효',
			expiring: '만료 예정',
			expired: '만료됨',
		},
		resaleCheck: {
			ok: '주문: 가능',
			warn: '주문: 경고와 함께 받음 (증명서 만료)',
			refuse: '주문: 갱신된 증명서가 등록될 때까지 받지 않음',
		},
	},
	signup: {
		heading: '만료일 (선택)',
		hint: '파일에 사업자 면허나 재판매 증명서의 만료일이 있으면 입력해 주세요. 만료 전에 대표에게 알려 드립니다.',
		license: '사업자 면허 만료일',
		resale: '재판매 증명서 만료일',
	},
	settings: {
		heading: '만료된 재판매 증명서',
		help: '회사의 캘리포니아 재판매 증명서가 만료되면 결제 단계에서 주문을 받지 않고 갱신 방법을 안내합니다. 이 설정을 켜면 대신 경고와 함께 주문을 받습니다.',
		label: '만료된 재판매 증명서로도 주문 받기',
		on: '만료된 증명서로도 주문을 받고 갱신하라고 안내합니다.',
		off: '만료된 증명서로는 주문을 받지 않습니다.',
		saved: '설정 저장됨',
		saveFailed: '설정을 저장하지 못했습니다',
	},
} satisfies NamespaceAdminTranslation['expiry'];

export default ko_admin_expiry;
