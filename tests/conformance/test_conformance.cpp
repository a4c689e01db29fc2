#include <QTest>
class TestConformance : public QObject { Q_OBJECT private slots: void placeholder() {} };
QTEST_GUILESS_MAIN(TestConformance)
#include "test_conformance.moc"
