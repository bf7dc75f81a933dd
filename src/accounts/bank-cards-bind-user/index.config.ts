export default definePageConfig({ navigationBarTitleText: '完善个人信息' });
