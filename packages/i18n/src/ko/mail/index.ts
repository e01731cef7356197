import type { NamespaceMailTranslation } from '../../i18n-types';

const ko_mail = {
	greeting: '{name}님, 안녕하세요.',
	greetingNoName: '안녕하세요.',
	signOff: '감사합니다.',
	team: '{brand} 드림',
	hoursLine: '고객 상담: 월-금 오전 8:00-오후 3:30 (PST, 미국 태평양 시간)',
	automated: '이 메일은 온라인 스토어에서 자동으로 발송되었습니다.',
	linkFallback: '버튼이 작동하지 않으면 아래 주소를 복사해 브라우저에 붙여 넣어 주세요.',
	signupReceived: {
		subject: '도매 계정 신청이 접수되었습니다',
		intro: '{brand} 도매 계정을 신청해 주셔서 감사합니다.',
		review: '모든 신청은 사업자 여부를 확인하기 위해 담당자가 직접 검토하며, 보통 영업일 기준 1~2일이 걸립니다.',
		next: '계정이 승인되는 대로 이메일로 알려 드리겠습니다.',
		company: '업체명: {company}',
	},
	signupApproved: {
		subject: '도매 계정이 승인되었습니다',
		intro: '{brand} 도매 계정이 승인되었음을 알려 드립니다.',
		body: '가입하실 때 입력하신 이메일과 비밀번호로 로그인하시면 도매가를 확인하고 주문하실 수 있으며, 주문 시 리워드 포인트도 적립됩니다.',
		cta: '로그인하기',
	},
	signupRejected: {
		subject: '도매 계정 신청 결과 안내',
		intro: '{brand}에 관심을 가져 주셔서 감사합니다.',
		body: '신청 내용을 검토한 결과, 아쉽게도 현재로서는 도매 계정을 승인해 드리기 어렵습니다.',
		reason: '사유: {reason}',
		followUp:
			'착오가 있다고 생각되시거나 사업자 서류를 새로 준비하셨다면, 이 메일에 회신하시거나 운영 시간에 전화로 문의해 주세요.',
	},
	passwordReset: {
		subject: '비밀번호 재설정 안내',
		intro: '{email} 계정의 비밀번호 재설정 요청을 받았습니다.',
		body: '아래 링크를 눌러 새 비밀번호를 설정해 주세요. 링크는 30분 동안 한 번만 사용할 수 있습니다.',
		cta: '비밀번호 재설정',
		ignore: '직접 요청하지 않으셨다면 이 메일을 무시하셔도 됩니다. 비밀번호는 변경되지 않습니다.',
	},
	inquiryReceived: {
		subject: '새 문의: {name}',
		subjectWithCompany: '새 문의: {name} ({company})',
		intro: '문의 양식으로 새 문의가 접수되었습니다.',
		reference: '문의 번호 {id}',
		contactHeading: '연락처',
		fields: {
			name: '이름',
			email: '이메일',
			phone: '전화번호',
			company: '업체명',
			licenseNumber: '사업자 등록 번호',
			californiaResale: '캘리포니아 재판매 허가 번호',
			address: '업체 주소',
			documents: '첨부 서류',
		},
		messageHeading: '문의 내용',
		noMessage: '(내용 없음)',
		cartHeading: '장바구니',
		emptyCart: '장바구니에 담긴 상품이 없습니다.',
		columns: {
			item: '상품',
			quantity: '수량',
			unitPrice: '단가',
			lineTotal: '금액',
		},
		cartTotal: '장바구니 합계',
		replyHint: '이 메일에 회신하면 고객에게 바로 답장할 수 있습니다.',
	},
} satisfies NamespaceMailTranslation;

export default ko_mail;
