export default definePageConfig({ navigationBarTitleText: '小店申请' });
